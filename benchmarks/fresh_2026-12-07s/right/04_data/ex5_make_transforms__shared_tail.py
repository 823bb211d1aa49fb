# Right: builds the deterministic tail (ToDtype + Normalize) once and nests it in both pipelines; the flip is a RandomApply of an always-flip with p=0.5.
def make_transforms(mean, std):
    tail = v2.Compose([v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(size=(28, 28), padding=4, fill=0),
                           v2.RandomApply([v2.RandomHorizontalFlip(p=1.0)], p=0.5), tail])
    eval_tf = v2.Compose([v2.ToImage(), tail])
    return train_tf, eval_tf
