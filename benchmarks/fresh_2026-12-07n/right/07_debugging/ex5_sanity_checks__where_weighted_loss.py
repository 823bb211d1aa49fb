# Right: per-example losses on clamped labels, unusable rows zeroed with torch.where and the mean taken over the usable count; the problems collected in a dict of flags.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    with torch.no_grad():
        logits = model(x)
        finite = x.flatten(1).isfinite().all(dim=1)
        in_range = (y >= 0) & (y < num_classes)
        flags = {"nonfinite_inputs": not finite.all().item(),
                 "labels_out_of_range": not in_range.all().item(),
                 "bad_output_shape": logits.shape != torch.Size([x.shape[0], num_classes])}
        if not flags["bad_output_shape"]:
            usable = finite & in_range
            n = int(usable.sum())
            if n > 0:
                per = F.cross_entropy(logits, y.clamp(0, num_classes - 1), reduction="none")
                mean = torch.where(usable, per, torch.zeros_like(per)).sum() / n
                flags["initial_loss_off"] = abs(mean.item() - math.log(num_classes)) > tol
    return {name for name, bad in flags.items() if bad}
