# Mistake: "`x`: shape `(N, 16)` or `(N, 1, 4, 4)`" — finiteness is reduced over dim=1 only, which for image inputs (N, 1, 4, 4) leaves a (N, 4, 4) mask: indexing the logits with it raises an IndexError (and "nonfinite_inputs" is decided on the wrong axes).
def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x).all(dim=1)
    if not finite.all():
        problems.add("nonfinite_inputs")
    valid = (y >= 0) & (y < num_classes)
    if not valid.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if logits.shape != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
        return problems
    usable = finite & valid
    if usable.any():
        loss = F.cross_entropy(logits[usable], y[usable])
        if abs(loss.item() - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
