# Right: checks each example in a Python loop (finite input, label in range), runs the model once under no_grad, and averages per-example cross-entropies of the usable rows; the loss check is skipped when the shape is wrong or nothing is usable
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    usable = []
    for i in range(x.shape[0]):
        finite = bool(torch.isfinite(x[i]).all())
        label = int(y[i])
        in_range = 0 <= label < num_classes
        if not finite:
            problems.add("nonfinite_inputs")
        if not in_range:
            problems.add("labels_out_of_range")
        if finite and in_range:
            usable.append(i)
    with torch.no_grad():
        logits = model(x)
        shape_ok = tuple(logits.shape) == (x.shape[0], num_classes)
        if not shape_ok:
            problems.add("bad_output_shape")
        elif usable:
            idx = torch.tensor(usable, dtype=torch.long, device=logits.device)
            losses = F.cross_entropy(logits.index_select(0, idx), y.index_select(0, idx.to(y.device)), reduction="none")
            mean_loss = losses.double().mean().item()
            if abs(mean_loss - math.log(num_classes)) > tol:
                problems.add("initial_loss_off")
    return problems
