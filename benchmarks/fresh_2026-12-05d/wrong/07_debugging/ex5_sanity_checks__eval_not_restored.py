# Mistake: "leave it, `x` and `y` as you found them (weights, the mode of every submodule, grad mode)" — the model is put in eval() "so Dropout does not disturb the loss check" and left there: a model that arrived in training mode leaves in eval mode.
def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    flat = x.flatten(1)
    finite = flat.isfinite().all(dim=1)
    labels_ok = (y >= 0) & (y < num_classes)
    if not bool(finite.all()):
        problems.add("nonfinite_inputs")
    if not bool(labels_ok.all()):
        problems.add("labels_out_of_range")
    model.eval()
    with torch.no_grad():
        logits = model(x)
    if tuple(logits.shape) != (len(x), num_classes):
        problems.add("bad_output_shape")
    elif bool((finite & labels_ok).any()):
        keep = finite & labels_ok
        if abs(F.cross_entropy(logits[keep], y[keep]).item() - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
