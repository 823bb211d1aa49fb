# Right: under torch.inference_mode, computes per-example losses on all rows with labels clamped into range (reduction="none"), then averages only the usable rows; problems collected in a list and returned as a set.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    found = []
    n = x.shape[0]
    finite_rows = torch.isfinite(x.reshape(n, -1)).all(dim=1) if n else torch.ones(0, dtype=torch.bool)
    label_ok = (y >= 0) & (y <= num_classes - 1)
    if not finite_rows.all():
        found.append("nonfinite_inputs")
    if not label_ok.all():
        found.append("labels_out_of_range")
    with torch.inference_mode():
        logits = model(x)
        if logits.shape != torch.Size([n, num_classes]):
            found.append("bad_output_shape")
        else:
            keep = finite_rows & label_ok
            if keep.any():
                per_example = F.cross_entropy(logits, y.clamp(0, num_classes - 1), reduction="none")
                mean_loss = per_example[keep].mean().item()
                if abs(mean_loss - math.log(num_classes)) > tol:
                    found.append("initial_loss_off")
    return set(found)
