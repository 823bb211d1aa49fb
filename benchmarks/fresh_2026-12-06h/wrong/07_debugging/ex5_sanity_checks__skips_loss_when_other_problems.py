# Mistake: "Compute it only over the examples whose inputs are finite and whose labels are in range (skip it when there are none, or when the output shape is wrong)" — skips the loss check whenever any other problem was found, so a batch with one bad label (or one NaN example) and a 30x too-large output layer does not report "initial_loss_off".
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not in_range.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if tuple(out.shape) != (len(x), num_classes):
        problems.add("bad_output_shape")
    if problems:
        return problems                           # the loss would not mean anything
    loss = F.cross_entropy(out, y).item()
    if abs(loss - math.log(num_classes)) > tol:
        problems.add("initial_loss_off")
    return problems
