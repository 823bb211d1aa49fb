# Mistake: "x: shape (N, 16) or (N, 1, 4, 4)" — the per-example finiteness is reduced over dim=1 only, which is one flag per example for (N, 16) inputs but a (N, 4, 4) mask for images: combining it with the (N,) label mask fails to broadcast (or indexes the logits wrongly), so the check crashes on image batches
import math


def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x).all(dim=1)
    if not finite.all():
        problems.add("nonfinite_inputs")
    labels_ok = (y >= 0) & (y < num_classes)
    if not labels_ok.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if tuple(logits.shape) != (len(x), num_classes):
        problems.add("bad_output_shape")
        return problems
    keep = finite & labels_ok
    if keep.any():
        loss = F.cross_entropy(logits[keep], y[keep]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
