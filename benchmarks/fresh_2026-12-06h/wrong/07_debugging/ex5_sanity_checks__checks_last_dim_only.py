# Mistake: "`"bad_output_shape"`: `model(x)` is not of shape `(N, num_classes)`" — checks only the last dimension, so an output reshaped to `(N, 1, num_classes)` passes as good (and the loss check then runs on a 3-D output).
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
    if out.shape[-1] != num_classes:
        problems.add("bad_output_shape")
        return problems
    ok = finite & in_range
    if ok.any():
        logits = out.reshape(len(x), num_classes)[ok]
        loss = F.cross_entropy(logits, y[ok]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
