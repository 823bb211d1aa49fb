# Mistake: "Call the model itself, also when there are problems (the tests check that its forward pass ran)" — it returns as soon as the data checks find a problem ("no point running the model on bad data"), so the model never runs and a wrong output shape in the same setup is not reported.
def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    if not torch.isfinite(x).all():
        problems.add("nonfinite_inputs")
    if ((y < 0) | (y >= num_classes)).any():
        problems.add("labels_out_of_range")
    if problems:
        return problems
    with torch.no_grad():
        logits = model(x)
    if tuple(logits.shape) != (len(x), num_classes):
        return {"bad_output_shape"}
    if abs(F.cross_entropy(logits, y).item() - math.log(num_classes)) > tol:
        problems.add("initial_loss_off")
    return problems
