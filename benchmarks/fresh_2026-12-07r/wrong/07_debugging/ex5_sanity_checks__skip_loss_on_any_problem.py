# Mistake: "Compute it only over the examples whose inputs are finite and whose labels are in range (skip it when there are none, or when the output shape is wrong)": skipping the loss check whenever any other problem was found misses "initial_loss_off" for a 30x-too-large output layer on a batch that also holds a NaN input or a bad label.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    if not torch.isfinite(x).all():
        problems.add("nonfinite_inputs")
    if ((y < 0) | (y >= num_classes)).any():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if tuple(logits.shape) != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
    if problems:
        return problems
    loss = F.cross_entropy(logits, y).item()
    if abs(loss - math.log(num_classes)) > tol:
        problems.add("initial_loss_off")
    return problems
