# Right: flips before cropping (the prompt allows either order), passes fill=0 explicitly, and builds eval_tf from the shared tail of steps.
def make_transforms(mean, std):
    to_float = [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean=mean, std=std)]
    train_tf = v2.Compose([v2.ToImage(), v2.RandomHorizontalFlip(p=0.5),
                           v2.RandomCrop(size=28, padding=4, fill=0), *to_float])
    eval_tf = v2.Compose([v2.ToImage(), *to_float])
    return train_tf, eval_tf
