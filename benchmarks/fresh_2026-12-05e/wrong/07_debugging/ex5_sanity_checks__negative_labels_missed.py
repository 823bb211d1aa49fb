# Mistake: "`"labels_out_of_range"`: some label is not in `0 .. num_classes - 1`" — checks only y.max() >= num_classes: a label of -1 is not reported (and the loss then silently skips nothing: cross_entropy raises on it)
import math


def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if y.max() >= num_classes:
        problems.add("labels_out_of_range")
    usable = finite & (y < num_classes)
    with torch.no_grad():
        logits = model(x)
    if tuple(logits.shape) != (len(x), num_classes):
        problems.add("bad_output_shape")
    elif usable.any():
        loss = F.cross_entropy(logits[usable], y[usable]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
