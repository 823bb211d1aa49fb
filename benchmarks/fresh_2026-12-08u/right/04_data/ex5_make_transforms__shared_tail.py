# Right: builds the two pipelines from a shared helper that returns fresh ToImage/ToDtype/Normalize steps, with the random geometry inserted only in the training list (nested Compose).
def _to_normalised(mean, std):
    return v2.Compose([v2.ToDtype(torch.float32, scale=True), v2.Normalize(list(mean), list(std))])

def make_transforms(mean, std):
    geometry = v2.Compose([v2.RandomCrop(size=(28, 28), padding=4, fill=0, padding_mode="constant"),
                           v2.RandomHorizontalFlip(0.5)])
    train_tf = v2.Compose([v2.ToImage(), geometry, _to_normalised(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), _to_normalised(mean, std)])
    return train_tf, eval_tf
