# Mistake: "the mean cross-entropy ... Compute it only over the examples whose inputs are finite and whose labels are in range" - sums the loss over the usable examples but divides by the whole batch size N, so with a bad example in the batch the "mean" is too small and "initial_loss_off" is reported (or missed) wrongly.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not in_range.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if tuple(logits.shape) != (len(x), num_classes):
        problems.add("bad_output_shape")
        return problems
    usable = finite & in_range
    if usable.any():
        total = F.cross_entropy(logits[usable], y[usable], reduction="sum").item()
        if abs(total / len(x) - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
