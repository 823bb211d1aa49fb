# Mistake: "`\"bad_output_shape\"`: `model(x)` is not of shape `(N, num_classes)`" and "must not crash": only the last dimension is compared, so an output reshaped to (N, 1, num_classes) is not flagged and the loss on it then raises.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.reshape(x.shape[0], -1)).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not in_range.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if logits.shape[-1] != num_classes:
        problems.add("bad_output_shape")
        return problems
    ok = finite & in_range
    if ok.any():
        loss = F.cross_entropy(logits[ok], y[ok]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
