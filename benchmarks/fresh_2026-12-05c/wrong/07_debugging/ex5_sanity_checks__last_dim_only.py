# Mistake: ""bad_output_shape": `model(x)` is not of shape `(N, num_classes)`" — checks only the last dimension, so an output reshaped to (N, 1, num_classes) passes (and its loss check then fails or misfires)
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    if not finite.all():
        problems.add("nonfinite_inputs")
    in_range = (y >= 0) & (y < num_classes)
    if not in_range.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if out.shape[-1] != num_classes:
        problems.add("bad_output_shape")
        return problems
    out = out.reshape(len(x), -1)
    keep = finite & in_range
    if keep.any():
        loss = F.cross_entropy(out[keep], y[keep]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
