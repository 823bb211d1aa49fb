# Mistake: "Compute it only over the examples whose inputs are finite and whose labels are in range": only the label mask is applied, so a NaN/inf example makes the loss NaN, `abs(nan - ln C) > tol` is False, and a too-large output layer goes unreported whenever one input is non-finite.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    if not torch.isfinite(x).all():
        problems.add("nonfinite_inputs")
    valid = (y >= 0) & (y < num_classes)
    if not valid.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if tuple(out.shape) != (len(x), num_classes):
        problems.add("bad_output_shape")
    elif valid.any():
        loss = F.cross_entropy(out[valid], y[valid])
        if abs(loss.item() - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
