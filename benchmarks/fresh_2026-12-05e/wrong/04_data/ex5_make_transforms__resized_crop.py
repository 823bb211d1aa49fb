# Mistake: "a random 28x28 crop after padding 4 pixels" — uses RandomResizedCrop(28) on the padded image: it crops a random area and rescales it, so the view is not a 28x28 window of the padded image (interpolated pixels)
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.ToImage(), v2.Pad(4), v2.RandomResizedCrop(28, scale=(0.7, 1.0), antialias=True),
                           v2.RandomHorizontalFlip(p=0.5), v2.ToDtype(torch.float32, scale=True),
                           v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
