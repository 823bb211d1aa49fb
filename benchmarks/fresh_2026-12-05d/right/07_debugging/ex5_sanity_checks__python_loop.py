# Right: checks example by example in Python (labels read as ints, inputs with isfinite over the whole example), runs the model once under no_grad, and averages log_softmax-based per-example losses of the usable examples only; the problems are gathered in a set.
def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    usable = []
    for i in range(len(x)):
        finite = bool(torch.isfinite(x[i]).all())
        label = int(y[i])
        label_ok = 0 <= label < num_classes
        if not finite:
            problems.add("nonfinite_inputs")
        if not label_ok:
            problems.add("labels_out_of_range")
        if finite and label_ok:
            usable.append(i)
    with torch.no_grad():
        out = model(x)
    if out.dim() != 2 or out.shape[0] != len(x) or out.shape[1] != num_classes:
        problems.add("bad_output_shape")
    elif usable:
        with torch.no_grad():
            log_probs = F.log_softmax(out.double(), dim=1)
            losses = [-log_probs[i, int(y[i])].item() for i in usable]
        if abs(sum(losses) / len(losses) - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
