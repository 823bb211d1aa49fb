# Mistake: "`"bad_output_shape"`: `model(x)` is not of shape `(N, num_classes)`" — checks only the last dimension (and reshapes to (-1, num_classes) for the loss), so a model whose output is reshaped to (N, 1, num_classes) is not reported.
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
    if out.shape[0] != len(x) or out.shape[-1] != num_classes:
        problems.add("bad_output_shape")
        return problems
    logits = out.reshape(-1, num_classes)
    keep = finite & in_range
    if keep.any():
        loss = F.cross_entropy(logits[keep], y[keep]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
