package io.pcaplens.webapp;

import jakarta.servlet.annotation.HttpConstraint;
import jakarta.servlet.annotation.ServletSecurity;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;

/**
 * Where a browser signs in when OpenID Connect is configured (docs/security.md, Authentication). The address needs a
 * signed-in caller, so the container's mechanism sends the browser to the provider first, and the provider
 * sends it back here; once signed in, the browser goes on to the web UI, whose API calls its session carries.
 */
@WebServlet("/login")
@ServletSecurity(@HttpConstraint(rolesAllowed = "**"))
public class LoginPage extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse res) throws IOException {
        res.sendRedirect(req.getContextPath() + "/");
    }
}
