# Diagnosis: model-not-run-once
# Pitfall: the model runs once on the whole batch for the shape check and again on the usable rows for the loss: two forward passes where the prompt asks for exactly one (batch n, missed unseen).
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = x.flatten(1).isfinite().all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not in_range.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        if model(x).shape != (len(x), num_classes):
            problems.add("bad_output_shape")
            return problems
        usable = finite & in_range
        if usable.any():
            loss = F.cross_entropy(model(x[usable]), y[usable]).item()
            if abs(loss - math.log(num_classes)) > tol:
                problems.add("initial_loss_off")
    return problems
