# Mistake: "Run the model itself, model(x), once on the whole batch, bad examples included": the model is run a first time on the whole batch for the shape check and a second time on the usable rows only, so its forward pass runs twice (and on an empty batch when no example is usable).
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
