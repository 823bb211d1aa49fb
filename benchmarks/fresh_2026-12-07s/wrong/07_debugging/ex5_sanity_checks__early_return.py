# Mistake: "Run the model itself, model(x), exactly once, on the whole batch, bad examples included ..., also when there are problems" — returns {"nonfinite_inputs"} at once when x holds NaN/inf, so the model never runs and a bad label or a wrong output shape in the same call goes unreported.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    if not torch.isfinite(x).all():
        return {"nonfinite_inputs"}
    problems = set()
    in_range = (y >= 0) & (y < num_classes)
    if not in_range.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if out.shape != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
    elif in_range.any():
        loss = F.cross_entropy(out[in_range], y[in_range]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
