# Mistake: "Run the model itself, model(x), exactly once, on the whole batch ..., also when there are problems or no example is usable": returning before the forward pass when no example is usable (e.g. a batch of one NaN example) never runs the model and misses "bad_output_shape" for a model with the wrong number of outputs.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.reshape(len(x), -1)).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not bool(finite.all()):
        problems.add("nonfinite_inputs")
    if not bool(in_range.all()):
        problems.add("labels_out_of_range")
    usable = finite & in_range
    if not bool(usable.any()):
        return problems                      # nothing to check the loss on
    with torch.no_grad():
        out = model(x)
    if out.shape != (len(x), num_classes):
        problems.add("bad_output_shape")
    elif abs(F.cross_entropy(out[usable], y[usable]).item() - math.log(num_classes)) > tol:
        problems.add("initial_loss_off")
    return problems
