# Mistake: '"initial_loss_off": ... Compute it only over the examples whose inputs are finite and whose labels are in range' -- drops only the bad labels; rows with non-finite inputs make the loss NaN, and a NaN never compares greater than tol, so an off loss goes unreported.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    if not torch.isfinite(x).all():
        problems.add("nonfinite_inputs")
    valid = (y >= 0) & (y < num_classes)
    if not valid.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if logits.dim() != 2 or logits.shape[0] != len(y) or logits.shape[1] != num_classes:
        problems.add("bad_output_shape")
    elif valid.any():
        loss = F.cross_entropy(logits[valid], y[valid]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
