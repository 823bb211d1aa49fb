# Mistake: '"initial_loss_off": the mean cross-entropy ... Compute it only over the examples whose inputs are finite and whose labels are in range': the summed loss of the usable examples is divided by the whole batch size, so when some examples are left out (e.g. 1 of 2) the "mean" is too small and a healthy model is reported as initial_loss_off.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x).flatten(1).all(dim=1)
    valid = (y >= 0) & (y < num_classes)
    if not bool(finite.all()):
        problems.add("nonfinite_inputs")
    if not bool(valid.all()):
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if logits.shape != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
        return problems
    usable = finite & valid
    if usable.any():
        total = F.cross_entropy(logits[usable], y[usable], reduction="sum").item()
        if abs(total / len(x) - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
