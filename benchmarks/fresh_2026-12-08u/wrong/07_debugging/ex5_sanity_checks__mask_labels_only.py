# Mistake: "Compute it only over the examples whose inputs are finite and whose labels are in range": it drops only the rows with bad labels; a row whose input holds NaN/inf stays in, the mean loss becomes NaN, and NaN compared with tol is never "off", so a 30-times-too-large output layer goes unreported whenever one example is non-finite.
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
    if out.dim() != 2 or out.shape[0] != len(x) or out.shape[1] != num_classes:
        problems.add("bad_output_shape")
    elif valid.any():
        loss = F.cross_entropy(out[valid], y[valid]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
