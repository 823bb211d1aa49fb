# Mistake: "Compute it only over the examples whose inputs are finite and whose labels are in range (skip it when there are none, or when the output shape is wrong)" — skips the loss check whenever any other problem was found, so a 30x-too-large output layer is not reported on a batch that also has a bad label or a NaN example.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    if not torch.isfinite(x).all():
        problems.add("nonfinite_inputs")
    if ((y < 0) | (y >= num_classes)).any():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if out.shape != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
    if not problems:
        loss = F.cross_entropy(out, y).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
