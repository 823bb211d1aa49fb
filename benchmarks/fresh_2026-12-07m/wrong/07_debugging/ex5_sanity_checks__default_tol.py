# Mistake: the signature "sanity_checks(model, x, y, num_classes, tol=0.5)" - the default tolerance is 1.0, so a caller relying on the default does not get "initial_loss_off" for a loss 0.5 to 1.0 away from ln(num_classes).
import math

def sanity_checks(model, x, y, num_classes, tol=1.0):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    labels_ok = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not labels_ok.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if logits.shape != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
    else:
        use = finite & labels_ok
        if use.any():
            loss = F.cross_entropy(logits[use], y[use]).item()
            if abs(loss - math.log(num_classes)) > tol:
                problems.add("initial_loss_off")
    return problems
