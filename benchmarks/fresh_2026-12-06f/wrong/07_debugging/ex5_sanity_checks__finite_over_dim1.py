# Mistake: "`x`: shape `(N, 16)` or `(N, 1, 4, 4)`" — reduces isfinite over dim=1 only, which is per example for (N, 16) but gives an (N, 4, 4) mask for image batches; indexing the logits with it then fails, so the function crashes on the very inputs it checks.
import math


def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x).all(dim=1)
    ok_labels = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not ok_labels.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
        if out.shape != (len(x), num_classes):
            problems.add("bad_output_shape")
            return problems
        keep = finite & ok_labels
        if keep.any():
            loss = F.cross_entropy(out[keep], y[keep]).item()
            if abs(loss - math.log(num_classes)) > tol:
                problems.add("initial_loss_off")
    return problems
