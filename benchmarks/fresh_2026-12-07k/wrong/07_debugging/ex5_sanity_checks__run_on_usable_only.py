# Mistake: "Run the model itself, model(x), once on the whole batch, bad examples included ..., also when there are problems or no example is usable (the tests check that its forward pass ran)": the model runs only on the usable examples, and not at all when none is usable (a batch of one bad example), so the output-shape check is skipped there.
def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x).flatten(1).all(1)
    labels_ok = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not labels_ok.all():
        problems.add("labels_out_of_range")
    usable = finite & labels_ok
    if not usable.any():
        return problems                      # nothing to run the model on
    with torch.no_grad():
        out = model(x[usable])
    if out.shape != (int(usable.sum()), num_classes):
        problems.add("bad_output_shape")
    elif abs(F.cross_entropy(out, y[usable]).item() - math.log(num_classes)) > tol:
        problems.add("initial_loss_off")
    return problems
