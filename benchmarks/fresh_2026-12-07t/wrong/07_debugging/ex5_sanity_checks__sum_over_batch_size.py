# Mistake: "the mean cross-entropy ... Compute it only over the examples whose inputs are finite and whose labels are in range": it sums the usable rows' losses but divides by the whole batch size N, so with bad rows (e.g. 1 usable of 2) the "mean" is too small and "initial_loss_off" can be reported.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    n = x.shape[0]
    finite_rows = torch.isfinite(x.reshape(n, -1)).all(dim=1)
    label_rows = (y >= 0) & (y <= num_classes - 1)
    if not finite_rows.all():
        problems.add("nonfinite_inputs")
    if not label_rows.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if logits.dim() != 2 or logits.shape[0] != n or logits.shape[1] != num_classes:
        problems.add("bad_output_shape")
        return problems
    use = finite_rows & label_rows
    if use.any():
        mean_loss = F.cross_entropy(logits[use], y[use], reduction="sum").item() / n
        if abs(mean_loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
