# Right: flips first, then pads with an explicit v2.Pad(4, fill=0) and crops with RandomCrop(28) without padding; the prompt allows either order.
def make_transforms(mean, std):
    to_float = [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean=list(mean), std=list(std))]
    train_tf = v2.Compose([v2.ToImage(), v2.RandomHorizontalFlip(p=0.5), v2.Pad(4, fill=0),
                           v2.RandomCrop(28), *to_float])
    eval_tf = v2.Compose([v2.ToImage(), *to_float])
    return train_tf, eval_tf
