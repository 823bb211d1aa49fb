# Right: the loss computed by hand, -log_softmax at the label, in float64, example by example over the usable ones (Python-level checks of finiteness and label range); the model runs once under no_grad; nothing is changed
import math


def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    rows = x.reshape(x.shape[0], -1)
    usable = []
    for i in range(x.shape[0]):
        finite = bool(torch.isfinite(rows[i]).all())
        label = int(y[i])
        ok_label = 0 <= label < num_classes
        if not finite:
            problems.add("nonfinite_inputs")
        if not ok_label:
            problems.add("labels_out_of_range")
        if finite and ok_label:
            usable.append(i)
    with torch.no_grad():
        logits = model(x)
    if tuple(logits.shape) != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
    elif usable:
        logp = torch.log_softmax(logits.double(), dim=1)
        loss = sum(-float(logp[i, int(y[i])]) for i in usable) / len(usable)
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
