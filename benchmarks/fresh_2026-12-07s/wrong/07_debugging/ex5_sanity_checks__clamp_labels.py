# Mistake: "Compute it only over the examples whose inputs are finite and whose labels are in range" — avoids the crash by clamping bad labels into 0 .. num_classes - 1 and keeping those rows, so an out-of-range example still counts in the loss (with N=2 it can push it past tol, or pull a 30x-too-large model's loss back).
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if ((y < 0) | (y >= num_classes)).any():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if out.shape != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
    elif finite.any():
        loss = F.cross_entropy(out[finite], y[finite].clamp(0, num_classes - 1)).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
