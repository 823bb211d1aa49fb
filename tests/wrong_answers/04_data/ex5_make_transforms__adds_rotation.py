# Diagnosis: wrong-padding
# Pitfall: a random rotation added to the training pipeline: its views are no longer windows of the padded image, flipped or not.
def make_transforms(mean, std):
    finish = [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(),
                           v2.RandomRotation(10), *finish])
    return train_tf, v2.Compose([v2.ToImage(), *finish])
