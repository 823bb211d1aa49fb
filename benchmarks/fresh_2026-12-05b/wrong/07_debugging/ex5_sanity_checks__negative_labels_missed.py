# Mistake: '"labels_out_of_range": some label is not in `0 .. num_classes - 1`' -- checks only the upper bound, so negative labels are not reported (and then crash cross_entropy).
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x).flatten(1).all(dim=1) if x.dim() > 1 else torch.isfinite(x)
    if not finite.all():
        problems.add("nonfinite_inputs")
    in_range = y < num_classes
    if not in_range.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if logits.shape != (len(x), num_classes):
        problems.add("bad_output_shape")
        return problems
    usable = finite & in_range
    if usable.any():
        loss = F.cross_entropy(logits[usable], y[usable]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
