package io.pcaplens.webapp;

import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.ClassOrdererContext;
import org.junit.jupiter.api.ClassDescriptor;

import java.util.Comparator;

/**
 * The test classes in an order that starts the service as few times as it can: the classes on the service as
 * packaged run one after another (they share one running Payara Micro, {@link ReusingPayaraMicro}), then those
 * that start servers of their own, then each class that deploys the service configured otherwise, whose Payara
 * Micro would otherwise be stopped and the packaged one started again after it. Within a group, by name.
 */
public class DeploymentOrder implements ClassOrderer {

    @Override
    public void orderClasses(ClassOrdererContext context) {
        context.getClassDescriptors().sort(Comparator.comparingInt(DeploymentOrder::group)
                .thenComparing(d -> d.getTestClass().getName()));
    }

    private static int group(ClassDescriptor descriptor) {
        Class<?> test = descriptor.getTestClass();
        if (DeployedService.class.isAssignableFrom(test)) {
            return 0;
        }
        return declaresDeployment(test) ? 2 : 1;
    }

    private static boolean declaresDeployment(Class<?> test) {
        for (var method : test.getDeclaredMethods()) {
            if (method.isAnnotationPresent(org.jboss.arquillian.container.test.api.Deployment.class)) {
                return true;
            }
        }
        return false;
    }
}
