# Mistake: "`\"bad_output_shape\"`: `model(x)` is not of shape `(N, num_classes)`": it checks only the last dimension and flattens the logits, so an output reshaped to (N, 1, num_classes) is not reported (and gets a loss check it should skip).
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    ok_inputs = torch.isfinite(x).flatten(1).all(1)
    ok_labels = (y >= 0) & (y < num_classes)
    if not bool(ok_inputs.all()):
        problems.add("nonfinite_inputs")
    if not bool(ok_labels.all()):
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if out.shape[-1] != num_classes:
        problems.add("bad_output_shape")
        return problems
    logits = out.flatten(1)
    keep = ok_inputs & ok_labels
    if keep.any():
        loss = F.cross_entropy(logits[keep], y[keep]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
