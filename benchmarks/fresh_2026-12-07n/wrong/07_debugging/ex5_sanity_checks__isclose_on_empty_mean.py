# Mistake: "skip it when there are none": the loss is always computed over the usable rows and compared with math.isclose; when no example is usable (a batch of one with a NaN input) the mean over zero rows is NaN, isclose(NaN, ln C) is False, and "initial_loss_off" is reported.
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
    loss = F.cross_entropy(logits[usable], y[usable]).item()
    if not math.isclose(loss, math.log(num_classes), abs_tol=tol):
        problems.add("initial_loss_off")
    return problems
