# Mistake: "`"bad_output_shape"`: `model(x)` is not of shape `(N, num_classes)`" — checks only the last dimension; a model whose output is reshaped to (N, 1, num_classes) passes, and the loss is then computed on the 3-D logits (cross_entropy reads dimension 1 as the classes and fails on the labels' shape).
import math


def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x).flatten(1).all(1)
    ok_labels = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not ok_labels.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
        if out.shape[-1] != num_classes:
            problems.add("bad_output_shape")
            return problems
        keep = finite & ok_labels
        if keep.any():
            loss = F.cross_entropy(out[keep], y[keep]).item()
            if abs(loss - math.log(num_classes)) > tol:
                problems.add("initial_loss_off")
    return problems
