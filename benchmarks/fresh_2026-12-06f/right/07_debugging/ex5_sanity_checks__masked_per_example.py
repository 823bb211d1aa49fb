# Right: per-example masks (finite inputs via flatten(1), labels in [0, C)), model called once under inference_mode without touching modes, exact shape comparison with (N, C), per-example losses computed on clamped labels (so out-of-range labels cannot crash) and averaged in float64 over the usable examples only.
import math


def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x).flatten(1).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not bool(finite.all()):
        problems.add("nonfinite_inputs")
    if not bool(in_range.all()):
        problems.add("labels_out_of_range")
    with torch.inference_mode():
        logits = model(x)
    if tuple(logits.shape) != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
        return problems
    usable = finite & in_range
    if bool(usable.any()):
        with torch.inference_mode():
            per_example = F.cross_entropy(logits.double(), y.clamp(0, num_classes - 1), reduction="none")
            loss = per_example[usable].mean().item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
