# Diagnosis: mode-changed
# Pitfall: model.eval() for the check, model.train() afterwards: a model the caller had in eval mode comes back training.
def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    if not torch.isfinite(x.flatten(1)).all(dim=1).all():
        problems.add("nonfinite_inputs")
    usable_y = (y >= 0) & (y < num_classes)
    if not usable_y.all():
        problems.add("labels_out_of_range")
    model.eval()
    with torch.no_grad():
        logits = model(x)
    model.train()
    if logits.shape != (len(x), num_classes):
        return problems | {"bad_output_shape"}
    usable = torch.isfinite(x.flatten(1)).all(dim=1) & usable_y
    if usable.any():
        loss = F.cross_entropy(logits[usable], y[usable]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
