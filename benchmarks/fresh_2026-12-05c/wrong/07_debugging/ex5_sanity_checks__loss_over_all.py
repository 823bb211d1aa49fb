# Mistake: "Compute it only over the examples whose inputs are finite and whose labels are in range" — computes the loss over every example: an out-of-range label raises in cross_entropy, a NaN input makes the loss NaN (never "> tol")
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    if not torch.isfinite(x).all():
        problems.add("nonfinite_inputs")
    if ((y < 0) | (y >= num_classes)).any():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if out.shape != (len(x), num_classes):
        problems.add("bad_output_shape")
    else:
        loss = F.cross_entropy(out, y).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
