# Mistake: "`\"initial_loss_off\"`: the mean cross-entropy ... differs from `ln(num_classes)` by more than `tol`": only a loss too HIGH is reported (loss > ln C + tol), so an overconfident model whose initial loss is far below ln C (e.g. C=10, tol=0.1, large logits that happen to be right) is not flagged.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(1)
    labels_ok = (y >= 0) & (y < num_classes)
    if not bool(finite.all()):
        problems.add("nonfinite_inputs")
    if not bool(labels_ok.all()):
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if tuple(logits.shape) != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
        return problems
    keep = finite & labels_ok
    if keep.any():
        loss = F.cross_entropy(logits[keep], y[keep]).item()
        if loss > math.log(num_classes) + tol:          # the initial loss is too high
            problems.add("initial_loss_off")
    return problems
