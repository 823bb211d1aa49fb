# Mistake: "\"initial_loss_off\": the mean cross-entropy ... Compute it only over the examples whose inputs are finite and whose labels are in range": the per-example losses of the usable examples are summed and divided by the whole batch size N, not by the number of usable examples, so with N=2 and one bad label a healthy model's loss looks halved and is reported as off.
def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    rows_ok = torch.isfinite(x.reshape(len(x), -1)).all(dim=1) if len(x) else torch.ones(0, dtype=torch.bool)
    labels_ok = (y >= 0) & (y <= num_classes - 1)
    if not bool(rows_ok.all()):
        problems.add("nonfinite_inputs")
    if not bool(labels_ok.all()):
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if logits.shape != (len(x), num_classes):
        problems.add("bad_output_shape")
        return problems
    usable = rows_ok & labels_ok
    if usable.any():
        safe_y = torch.where(labels_ok, y, torch.zeros_like(y))
        per_example = F.cross_entropy(logits, safe_y, reduction="none")
        mean = torch.where(usable, per_example, torch.zeros_like(per_example)).sum() / len(y)
        if abs(mean.item() - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
