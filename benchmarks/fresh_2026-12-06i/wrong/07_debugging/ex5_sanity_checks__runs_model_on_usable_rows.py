# Mistake: "Run the model itself, `model(x)`, once on the whole batch, bad examples included ..., also when there are problems or no example is usable" — runs the model only on the usable rows, and not at all when none is usable (a batch of one bad example).
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = x.flatten(1).isfinite().all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not bool(finite.all()):
        problems.add("nonfinite_inputs")
    if not bool(in_range.all()):
        problems.add("labels_out_of_range")
    keep = finite & in_range
    if not bool(keep.any()):
        return problems
    with torch.no_grad():
        out = model(x[keep])
    if tuple(out.shape) != (int(keep.sum()), num_classes):
        problems.add("bad_output_shape")
        return problems
    loss = F.cross_entropy(out, y[keep]).item()
    if abs(loss - math.log(num_classes)) > tol:
        problems.add("initial_loss_off")
    return problems
