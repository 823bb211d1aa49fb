# Mistake: "a random 28x28 crop after padding 4 pixels (with zeros) on every side ... each training view must be a 28x28 window of the image padded with 4 zero pixels": uses RandomResizedCrop, which crops a random area and rescales it, so views are interpolated zooms, not windows of the padded image.
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.ToImage(), v2.RandomResizedCrop(28, scale=(0.7, 1.0), antialias=True),
                           v2.RandomHorizontalFlip(), v2.ToDtype(torch.float32, scale=True),
                           v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
