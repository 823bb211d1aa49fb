# Mistake: "the mean cross-entropy ... Compute it only over the examples whose inputs are finite and whose labels are in range": the bad rows' losses are left out of the sum but the sum is divided by the whole batch size N, so with a bad example the mean is too small and e.g. tol=0.1 reports "initial_loss_off" for a healthy model.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    with torch.no_grad():
        logits = model(x)
    finite = x.flatten(1).isfinite().all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not in_range.all():
        problems.add("labels_out_of_range")
    if logits.shape != (len(x), num_classes):
        problems.add("bad_output_shape")
        return problems
    usable = finite & in_range
    if usable.any():
        loss = F.cross_entropy(logits[usable], y[usable], reduction="sum").item() / len(x)
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
